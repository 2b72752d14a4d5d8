import DisplayList
import Foundation
import LazyLayout
import ScrollCore

// How a lazy stack's content becomes the engine's sections (``ViewListSource/rebuild(from:implicitStack:)``):
// a walk of the content's structure — `Section`s, lazy `ForEach`es (each one run of rows), single
// views, lazy stacks and the containers around them spliced into an implicit stack — that makes
// no row: rows are made when the engine asks for them.
extension ViewListSource {
    @MainActor struct Builder {
        var sections: [ListSection] = []
        var implicit: ListSection?
        /// Set when the content is an implicit stack: each row's place in it.
        let table: ImplicitStackStyles?

        init(table: ImplicitStackStyles?) { self.table = table }

        mutating func add(_ run: Run) {
            if implicit == nil { implicit = ListSection(id: AnyHashable("implicit-\(sections.count)")) }
            implicit!.starts.append(implicit!.count)
            implicit!.runs.append(run)
            implicit!.count += run.count
            if let table { implicit!.runStyles.append(table.addElement()) }
        }
        mutating func closeImplicit() {
            if let section = implicit { sections.append(section); implicit = nil }
        }

        mutating func collect(_ node: ViewNode, sectionID: AnyHashable? = nil) {
            switch node {
            case let section as SectionNode:
                closeImplicit()
                var merged = ListSection(id: sectionID ?? AnyHashable("section-\(sections.count)"), header: section.header, footer: section.footer)
                if section.header != nil { merged.headerStyle = table?.addElement() }
                var inner = Builder(table: table)
                if let content = section.content { inner.collect(content) }
                inner.closeImplicit()
                // A section's identity: its ForEach element's id, else its place.
                for part in inner.sections {
                    for (r, run) in part.runs.enumerated() {
                        merged.starts.append(merged.count); merged.runs.append(run); merged.count += run.count
                        if table != nil { merged.runStyles.append(part.runStyles[r]) }
                    }
                }
                if section.footer != nil { merged.footerStyle = table?.addElement() }
                sections.append(merged)
            case let lazy as LazyStackNode where table?.splices(lazy) == true:
                // A lazy stack in the implicit stack: its rows are rows of the scroll view.
                table!.open(lazy)
                if let content = lazy.content { collect(content, sectionID: sectionID) }
                table!.close()
            case _ where table?.splicesContainer(node) == true:
                // A stack or padding around a lazy stack: its children are rows in its place.
                table!.open(node)
                for child in table!.containerChildren(node) { collect(child, sectionID: sectionID) }
                table!.close()
            case let forEach as LazyForEachNode:
                if forEach.elements.elementsAreSections {
                    // ForEach(sections) { Section { … } }: one engine section per element. Those
                    // whose value says their shape are made when first needed (LazySections.swift);
                    // made ones, and any whose views must be made to learn it, are collected now.
                    for index in 0..<forEach.count {
                        let id = forEach.id(at: index)
                        if table == nil, forEach.existingElement(at: index) == nil, let shape = forEach.elements.sectionShape(at: index) {
                            closeImplicit()
                            sections.append(ListSection(id: id, pending: PendingSection(forEach: forEach, index: index, content: shape.content),
                                                        shape: shape))
                        } else {
                            collect(forEach.element(at: index), sectionID: id)
                        }
                    }
                } else {
                    add(.forEach(forEach))
                }
            case _ where !node.isDisplayable:
                for child in node.children { collect(child, sectionID: sectionID) }
            default:
                add(.single(node))
            }
        }
    }
}
